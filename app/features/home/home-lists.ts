/** spec §9: areas and developers shown on the home page; a list this long gets a 'View All' link */
export const HOME_AREAS_LIMIT = 3;
export const HOME_DEVELOPERS_LIMIT = 3;
