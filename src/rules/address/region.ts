/** A country's region: its ISO 3166-2 code without the country prefix, and its name. */
export interface Region {
  name: string;
  shortCode: string;
}

export const region = (shortCode: string, name: string): Region => ({ name, shortCode });
