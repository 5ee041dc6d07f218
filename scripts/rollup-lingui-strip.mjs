// Production builds drop the French source text from message descriptors, as lingui's own macro does:
// `lingui compile --strict` guarantees every id is in every compiled catalog, and elements render only
// once their locale's catalog is active, so the `message` field is dead weight in the bundle.
// Only a `message` written right after its `id` is touched; anything else is left as it is (and still works).
const OBJECT_DESCRIPTOR = /(\bid:\s*(['"])[\w.-]+\2\s*,\s*)message:\s*(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")\s*,?/g;
const JSX_DESCRIPTOR = /(\bid=(["'])[\w.-]+\2\s+)message=(?:"[^"\n]*"|'[^'\n]*'|\{\s*(?:'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*")\s*\})/g;

/** Keeps the newlines of what it removes, so line numbers (and source maps by line) stay right. */
const keepLines = (match, kept) => kept + '\n'.repeat((match.slice(kept.length).match(/\n/g) ?? []).length);

export function stripMessages(code) {
  return code.replace(OBJECT_DESCRIPTOR, keepLines).replace(JSX_DESCRIPTOR, keepLines);
}

export default function linguiStripMessages() {
  return {
    name: 'lingui-strip-messages',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes('node_modules') || id.includes('/locales/')) return null;
      const stripped = stripMessages(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}
