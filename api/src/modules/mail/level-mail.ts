import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { createPurposeSigner, type PurposeSigner } from '../../lib/purpose-signer';
import { nextLevelOf } from '../catalog/price-level';
import { levelsByGroup } from '../catalog/price-levels.repository';
import type { MailQueue } from './mail-queue';
import { priceDropMail } from './templates';

// docs/product.md#what-a-buyer-sees: buyers of a group hear once when it reaches a new price
// level, at most one such mail per group per hour per buyer, unless they unsubscribed.

/** The least time between two 'price level reached' mails of one group to one buyer. */
const LEVEL_MAIL_INTERVAL_MS = 60 * 60_000;

export type LevelMail = { queue: MailQueue; publicUrl: string; unsubscribe: PurposeSigner };

/** The unsubscribe link's signer: its token names the customer and nothing else. */
export function createUnsubscribeSigner(secret: string): PurposeSigner {
  return createPurposeSigner(secret, 'level-mail-unsubscribe');
}

/**
 * The unsubscribe page's address, which is also the one-click opt-out of the mail's
 * List-Unsubscribe header: a mailbox POSTs to it (the gateway passes POST /unsubscribe to
 * one-click-unsubscribe.routes.ts), a person opens it and confirms on the page.
 */
function unsubscribeUrl(mail: LevelMail, customerId: number): string {
  return `${mail.publicUrl}/unsubscribe?customer=${customerId}&token=${mail.unsubscribe.token(customerId)}`;
}

/** How far the group got, read in the booking's transaction (its units are booked already). */
async function groupProgress(trx: Kysely<Database>, groupId: number) {
  const group = await trx
    .selectFrom('groups')
    .select(['price_cents', 'quantity_booked', 'max_quantity'])
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  const sorted = [...((await levelsByGroup(trx, [groupId])).get(groupId) ?? [])].sort(
    (a, b) => a.quantity_level - b.quantity_level,
  );
  const next = nextLevelOf(sorted, group.quantity_booked);
  return {
    listPriceCents: group.price_cents,
    booked: group.quantity_booked,
    maxQuantity: group.max_quantity,
    nextLevel: next ? { unitsNeeded: next.units_needed, priceCents: next.price_cents } : null,
  };
}

/**
 * Queues the mail to every buyer holding units of the group (lines not cancelled or
 * refunded) except `ordererId`, who just paid the new price, and except those who
 * unsubscribed. Runs in the booking's transaction (the group row is locked there on
 * PostgreSQL): each buyer's last-mailed time is claimed by one upsert that only moves it
 * when it is an hour old, so two level changes within the hour mail a buyer once.
 */
export async function queueLevelReachedMails(
  trx: Kysely<Database>,
  mail: LevelMail,
  reached: { groupId: number; productName: string; priceCents: number; ordererId: number; now: Date },
): Promise<number> {
  const buyers = await trx
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['c.id', 'c.email', 'c.first_name'])
    .distinct()
    .where('l.group_id', '=', reached.groupId)
    .where('l.status', 'not in', ['cancelled', 'refunded'])
    .where('c.level_mail_opt_out_at', 'is', null)
    .where('c.id', '!=', reached.ordererId)
    .orderBy('c.id')
    .execute();
  if (buyers.length === 0) return 0;

  const nowIso = reached.now.toISOString();
  const hourAgo = new Date(reached.now.getTime() - LEVEL_MAIL_INTERVAL_MS).toISOString();
  const claimed = await trx
    .insertInto('level_mail_sends')
    .values(buyers.map((buyer) => ({ group_id: reached.groupId, customer_id: buyer.id, sent_at: nowIso })))
    .onConflict((oc) =>
      oc
        .columns(['group_id', 'customer_id'])
        .doUpdateSet({ sent_at: nowIso })
        .where('level_mail_sends.sent_at', '<=', hourAgo),
    )
    .returning('customer_id')
    .execute();
  const mailed = new Set(claimed.map((row) => row.customer_id));
  if (mailed.size === 0) return 0;

  const progress = await groupProgress(trx, reached.groupId);
  for (const buyer of buyers) {
    if (!mailed.has(buyer.id)) continue;
    await mail.queue.add(
      trx,
      priceDropMail(buyer.email, {
        firstName: buyer.first_name,
        product: reached.productName,
        priceCents: reached.priceCents,
        ...progress,
        groupUrl: `${mail.publicUrl}/product/${reached.groupId}`,
        unsubscribeUrl: unsubscribeUrl(mail, buyer.id),
      }),
    );
  }
  return mailed.size;
}

/** Records the opt-out the link asks for; false for a link that is not valid (nothing changes). */
export async function unsubscribeFromLevelMails(
  db: Kysely<Database>,
  signer: PurposeSigner,
  customerId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!signer.verify(customerId, token)) return false;
  // Guarded: a second click keeps the first time.
  await db
    .updateTable('customers')
    .set({ level_mail_opt_out_at: now.toISOString() })
    .where('id', '=', customerId)
    .where('level_mail_opt_out_at', 'is', null)
    .execute();
  return true;
}
