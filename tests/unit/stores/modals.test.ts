// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { $openedModals, closeAllModals, closeModal, openModal } from '../../../src/stores/modals';

describe('modal stack persisted as openedModals (spec §2 "Modals")', () => {
  afterEach(() => {
    closeAllModals();
    cleanStores($openedModals);
    localStorage.clear();
  });

  it('stacks, moves a reopened modal to the top, and persists', () => {
    openModal('wheel');
    openModal('sign-in');
    openModal('wheel');
    expect($openedModals.get()).toEqual(['sign-in', 'wheel']);
    expect(JSON.parse(localStorage.getItem('casino-widgets:openedModals')!)).toEqual(['sign-in', 'wheel']);
    closeModal('sign-in');
    expect($openedModals.get()).toEqual(['wheel']);
  });
});
