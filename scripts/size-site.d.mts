export interface ServedScript {
  /** The script's path on the site, e.g. /dist/chunks/wire-hRPndL53.js. */
  path: string;
  /** Its body as the network carried it (compressed with the answer's Content-Encoding), in bytes. */
  encoded: number;
  /** Its body decoded, in bytes. */
  decoded: number;
  /** The answer's Content-Encoding ('identity' when none). */
  encoding: string;
}
export interface SitePage {
  path: string;
  label: string;
  signedIn?: boolean;
}
export declare function measurePages(base: string, pages: SitePage[]): Promise<{ page: SitePage; scripts: ServedScript[] }[]>;
