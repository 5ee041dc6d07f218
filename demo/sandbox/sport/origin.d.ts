// Types of origin.js (plain JavaScript: the sportsbook pages load it as it is).
export function hostOrigin(raw: unknown): string | null;
