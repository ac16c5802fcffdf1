/**
 * What the public may see of an agent (product decisions: nothing internal
 * leaves the server): the one shape of listing and project agents, staff
 * cards and the API's agents.
 */
export interface PublicAgent {
  id: number;
  name: string;
  role: string | null;
  avatar: string | null;
  phone: string;
  email: string;
  /** RERA Broker Registration Number */
  brn: string;
}
