// The npm package's descriptions (docs/embedding.md "Typed", "The npm package"): the manifest's events
// typed by their detail, attributes with their property and default, and the package.json and .d.ts the
// build writes from the same element files. scripts/pack-check.mjs then checks them as npm packs them.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { defaultOf, describeElement, detailType } from '../../../scripts/rollup-manifest.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { coreTypes, frameworkTypes } from '../../../scripts/rollup-types.mjs';
// @ts-expect-error: a build script in plain JavaScript, without type declarations
import { packageJson } from '../../../scripts/rollup-package.mjs';

interface Decl {
  tagName: string;
  attributes: { name: string; fieldName: string; type: { text: string }; default?: string }[];
  events: { name: string; type: { text: string } }[];
  members: { kind: string; name: string; attribute: string; default?: string }[];
}

const wheel = describeElement('widgets/wheel/wheel.element.ts') as Decl;
const lobby = describeElement('widgets/lobby/lobby.element.ts') as Decl;

describe('custom-elements.json conventions', () => {
  it('an event\'s type is its detail, not CustomEvent<…>', () => {
    expect(detailType('CustomEvent<{ a: string }>')).toBe('{ a: string }');
    const spin = wheel.events.find((e) => e.name === 'casino-wheel-spin')!;
    expect(spin.type.text).toMatch(/^\{ id: number, prizeId: number/);
    for (const e of [...wheel.events, ...lobby.events]) expect(e.type.text).not.toMatch(/CustomEvent/);
  });

  it('each attribute is a member field with its camelCase name; defaults stated as one value are code', () => {
    const gameType = lobby.members.find((m) => m.attribute === 'game-type');
    expect(gameType).toMatchObject({ kind: 'field', name: 'gameType' });
    expect(wheel.attributes.find((a) => a.name === 'display')?.default).toBe("'inline'");
    expect(wheel.attributes.find((a) => a.name === 'open')?.default).toBe('false');
    expect(wheel.attributes.find((a) => a.name === 'currency')?.default).toBe("'TND'");
    expect(wheel.attributes.find((a) => a.name === 'api-base')?.default).toBeUndefined();
    expect(defaultOf('string', 'How many games the row shows (1–48, default 12).')).toBe('12');
    expect(wheel.members).toHaveLength(wheel.attributes.length);
  });
});

describe('the .d.ts', () => {
  const core = coreTypes([wheel, lobby]) as string;

  it('types the tags, the event map on the DOM\'s and each element\'s properties', () => {
    expect(core).toContain("'casino-wheel': CasinoWheelElement;");
    expect(core).toContain('interface HTMLElementEventMap extends CasinoEvents {}');
    expect(core).toMatch(/export interface CasinoLobbyProperties \{[\s\S]*gameType\?: string;/);
    expect(core).toMatch(/export interface CasinoLobbyAttributes \{[\s\S]*'game-type'\?: string;/);
    // An event both send: the union of their details.
    expect(core).toMatch(/'casino-login-required': \(\{ reason: 'wheel-spin' \}\) \| \(\{ reason: 'casino' \}\);/);
  });

  it('types configure()\'s onEvent with the analytics events\' union, copied from its source without the repository\'s comment', () => {
    expect(core).toContain('configure(config: Partial<CasinoConfig> & CasinoAnalyticsOptions): CasinoConfig;');
    expect(core).toMatch(/export type CasinoAnalyticsEvent =[\s\S]*event: 'casino_deposit_completed' \| 'casino_deposit_failed'/);
    expect(core).toMatch(/export interface CasinoAnalyticsOptions \{[\s\S]*onEvent\?: \(\(event: CasinoAnalyticsEvent\) => void\) \| null;/);
    expect(core).not.toContain('scripts/rollup-types.mjs copies this file');
  });

  it('augments React\'s JSX, Vue\'s GlobalComponents and Svelte\'s elements for every tag', () => {
    expect(frameworkTypes([wheel, lobby], 'react')).toMatch(/declare module 'react'[\s\S]*'casino-lobby': CasinoJsxProps<'casino-lobby'>/);
    expect(frameworkTypes([wheel, lobby], 'vue')).toMatch(/declare module 'vue'[\s\S]*'casino-wheel': new \(\) => \{ \$props: CasinoVueProps<'casino-wheel'> \}/);
    expect(frameworkTypes([wheel, lobby], 'svelte')).toMatch(/declare module 'svelte\/elements'[\s\S]*'casino-wheel': CasinoSvelteProps<'casino-wheel'>/);
  });
});

describe('dist/package.json', () => {
  const pkg = packageJson(['casino-wheel', 'casino-widgets'], { version: '9.8.7', description: 'd' }) as {
    name: string;
    version: string;
    private?: boolean;
    exports: Record<string, unknown>;
    files: string[];
    sideEffects: string[];
    dependencies: Record<string, string>;
  };

  it('is public, versioned like the repository, one export per entry with its types, no dependencies', () => {
    expect(pkg).toMatchObject({ name: '@casino-widgets/elements', version: '9.8.7', types: './casino-widgets.d.ts', dependencies: {} });
    expect(pkg.private).toBeUndefined();
    expect(pkg.exports['./casino-wheel']).toEqual({ types: './casino-wheel.d.ts', default: './casino-wheel.js' });
    expect(pkg.exports['.']).toEqual({ types: './casino-widgets.d.ts', default: './casino-widgets.js' });
    expect(pkg.exports['./react']).toEqual({ types: './react.d.ts' });
    expect(pkg.files).not.toContain('*.map');
    expect(pkg.sideEffects).toContain('./chunks/*.js');
  });
});
