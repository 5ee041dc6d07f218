// Types of return-url.js, the game page's own module (plain JavaScript: the page loads it as it is).
/** Why `url` may not be a game's return URL (`null`: it may); see return-url.js for the rule. */
export function returnUrlProblem(url: unknown, allowedOrigins: readonly string[], siteOrigin?: string): string | null;
