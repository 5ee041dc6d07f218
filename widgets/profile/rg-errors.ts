// Imported (for its effect) by the profile's responsible-gaming sections (limits, self-exclusion): their
// refusals' messages (src/errors/rg-errors.ts) join the shared catalogue when the first of them loads, as
// ./profile-errors.ts does for the profile's own codes. Not in the element's entry.
import { registerRgErrors } from '../../src/errors/rg-errors';

registerRgErrors();
