import type { SitePage } from './size-site.mjs';
export declare const PAGES: SitePage[];
export declare function pagesFrom(list: string | undefined): SitePage[];
export declare const DEMO: { username: string; password: string };
export declare const QUIET_MS: number;
