// Svelte 5 compiles `casino-*` tags as custom elements on its own (a tag with a dash); its plugin is all
// Vite needs (docs/embedding.md "Using it from React, Vue or Svelte").
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [svelte()] });
