export declare const HOSTS: string[];
export declare const HOSTS_DIR: string;
export declare function buildHosts(dir: string, outDir?: string): Promise<string[]>;
export declare function prepareHosts(dir: string, work: string): string;
export declare function checkHost(host: string, root: string): string[];
