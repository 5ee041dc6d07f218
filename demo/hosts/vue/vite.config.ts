// Vue compiles `casino-*` tags as custom elements, not components it would try to resolve
// (docs/embedding.md "Using it from React, Vue or Svelte").
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('casino-') } } })],
});
