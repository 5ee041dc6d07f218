// Types of dgt.js, provider two's page (plain JavaScript: the page loads it as it is). Importing it boots
// the page on the current document (tests/unit/sandbox/sport-frame-page.test.ts).
export const VIEWS: string[];
