// A QR code's module matrix as one SVG path: each row's runs of dark modules become rectangles
// (`M x y h w v1 h-w z`), so a version-3 code is one <path> of ~300 short commands instead of ~600
// <rect> elements. Pure, so the drawing is unit-tested against the matrix it came from.

export function qrPath(matrix: ReadonlyArray<ReadonlyArray<boolean>>): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}
