// Form helpers the sections share.

import { announce, showError } from './dom.js';

/** A positive amount or 0 with up to 2 decimals; a comma is read as the decimal point. */
export const AMOUNT_PATTERN = /^\d{1,9}([.,]\d{1,2})?$/;

/** A refusal or a failed call: shown next to the control (errorEl) and announced. */
export function showFailure(errorEl, message) {
  showError(errorEl, message);
  announce(message, 'error');
}
