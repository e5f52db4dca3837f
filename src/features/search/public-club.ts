/** The open-data club shape the public pages read (GET /api/v1/organization…). */
export interface PublicClub {
  id: string;
  name: string;
  alternateName?: string;
  associations: string[];
  address: Record<string, string | undefined>;
  location?: { latitude: number; longitude: number };
  clubColors: string[];
  description?: string;
  sponsor?: string;
  foundingDate?: string;
  links: { self: { href: string } };
  members?: {
    executiveCommittee: {
      position: { name: string; title?: string; rank: number };
      person?: { givenName: string; familyName: string };
    }[];
  };
}
