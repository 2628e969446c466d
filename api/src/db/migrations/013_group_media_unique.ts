import type { Kysely } from 'kysely';

// A group lists a stored picture or document once. An upload link is single use because
// listing its file a second time is refused; with this index the refusal is the
// database's own (insert ... on conflict do nothing), so two uploads racing on one link
// cannot both list it, on SQLite or PostgreSQL.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('group_images_group_path')
    .unique()
    .on('group_images')
    .columns(['group_id', 'path'])
    .execute();
  await db.schema
    .createIndex('group_documents_group_path')
    .unique()
    .on('group_documents')
    .columns(['group_id', 'path'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('group_documents_group_path').execute();
  await db.schema.dropIndex('group_images_group_path').execute();
}
