/** A PostgreSQL identifier in double quotes, its own quotes doubled: a table, a schema, a database name. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
