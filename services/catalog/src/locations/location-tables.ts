import type { ColumnType, Generated } from 'kysely';
import type { PhotoRow } from '@tn/contracts/read-models';
import type { PhotoDatabase } from '../photos/photo-tables.ts';

/** catalog.locations, owned by this service. */
export interface LocationsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  nameVi: string | null;
  description: string;
  descriptionVi: string | null;
  /** Credited photos, the cover first (jsonb; write it as JSON text, never a JS array). */
  photos: ColumnType<PhotoRow[], string | undefined, string>;
  videoUrl: Generated<string>;
  address: string;
  addressVi: string | null;
  openingHours: string | null;
  openingHoursVi: string | null;
  ticketPrice: string | null;
  ticketPriceVi: string | null;
  history: string | null;
  historyVi: string | null;
  tips: string | null;
  tipsVi: string | null;
  category: string;
  region: string | null;
  latitude: Generated<number>;
  longitude: Generated<number>;
  createdAt: ColumnType<Date, never, never>;
  updatedAt: ColumnType<Date, never, Date>;
  createdBy: string | null;
  /** Set when the place is retired: hidden from lists and matchups, never deleted. */
  retiredAt: Date | null;
}

export interface CatalogDatabase extends PhotoDatabase {
  'catalog.locations': LocationsTable;
}
