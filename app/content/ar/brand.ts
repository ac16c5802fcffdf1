/**
 * Arabic twin of ../brand.ts (issue 43). The brand helpers hold no words: the same functions serve
 * both languages (the brand name is configuration and is written as configured).
 */
export { fillTokens, fillTokensDeep, withBrand, withBrandDeep } from "../brand.ts";
