/** A merchant company; users belong to one and some can switch between several. */
export interface Company {
  id: string;
  name: string;
}
