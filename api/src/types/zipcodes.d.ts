// The zipcodes package ships no types; only what the API uses is declared.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
  /** Every known code (US ZIPs and Canadian postal codes) by code. */
  export const codes: Record<string, ZipInfo>;
}
