import type * as ZipCodesModule from 'zipcodes';
import type { ZipInfo } from 'zipcodes';

// The zipcodes package holds every US ZIP and Canadian postal code as 5 MB of JavaScript,
// evaluated when it is first required: about a fifth of a second of every API start, and
// well over a second in each jest test file, which loads the API anew. It is required on
// the first ZIP code looked up instead, or by `loadZipPlaces` when a server is about to
// listen (docs/decisions.md "Test suite time").

type ZipCodes = typeof ZipCodesModule;

let zipcodes: ZipCodes | undefined;

function loaded(): ZipCodes {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- required on first use (above)
  zipcodes ??= require('zipcodes') as ZipCodes;
  return zipcodes;
}

/**
 * Loads the data now. A server that is about to take requests calls it (main.ts): a
 * shopper's first listing, cart or checkout would otherwise wait for the load, which took
 * longer than the gateway's upstream timeout on a loaded machine.
 */
export function loadZipPlaces(): void {
  loaded();
}

/** A ZIP code's place (its centre, city, state and country), or undefined for a code the data does not know. */
export function zipPlace(zip: string): ZipInfo | undefined {
  return loaded().lookup(zip);
}

/** Every known code (US ZIPs and Canadian postal codes) by code. */
export function knownZipCodes(): Record<string, ZipInfo> {
  return loaded().codes;
}
