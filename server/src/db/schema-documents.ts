/**
 * Tables of the documents area (issue 4). Each area keeps its own file so engineers working in
 * parallel never edit the same interface; `Schema` in schema.ts extends them all.
 */
// biome-ignore lint/complexity/noBannedTypes: filled in as the area's migrations land.
export type DocumentsSchema = {};
