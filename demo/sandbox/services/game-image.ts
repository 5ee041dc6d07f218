/** A generated cover for a game (docs/api.md "Slots and games", images): colours from its id, its name and provider. */

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** Two words per line at most, three lines: the cover stays readable at card size. */
function lines(name: string): string[] {
  const words = name.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length && out.length < 3; i += 2) out.push(words.slice(i, i + 2).join(' '));
  return out;
}

export function renderGameImage(game: { id: number; name: string; provider: string }): string {
  const hue = (game.id * 47) % 360;
  const hue2 = (hue + 50) % 360;
  const text = lines(game.name);
  const startY = 150 - (text.length - 1) * 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs>
<rect width="300" height="300" rx="24" fill="url(#g)"/>
<circle cx="${60 + (game.id % 180)}" cy="70" r="44" fill="hsl(${hue2} 90% 70% / .25)"/>
<circle cx="${240 - (game.id % 120)}" cy="235" r="62" fill="hsl(${hue} 90% 75% / .18)"/>
${text.map((line, i) => `<text x="150" y="${startY + i * 34}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(line)}</text>`).join('\n')}
<text x="150" y="272" text-anchor="middle" font-family="system-ui, sans-serif" font-size="16" fill="#ffffffcc">${escapeXml(game.provider)}</text>
</svg>`;
}
