import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { dollarsFromCents } from '../../lib/money';
import { createPurposeSigner, type PurposeSigner } from '../../lib/purpose-signer';
import type { MailQueue } from './mail-queue';
import { levelReachedMail } from './templates';

// docs/product.md#what-a-buyer-sees: buyers of a group hear once when it reaches a new price
// level, at most one such mail per group per hour per buyer, unless they unsubscribed.

/** The least time between two 'price level reached' mails of one group to one buyer. */
const LEVEL_MAIL_INTERVAL_MS = 60 * 60_000;

export type LevelMail = { queue: MailQueue; publicUrl: string; unsubscribe: PurposeSigner };

/** The unsubscribe link's signer: its token names the customer and nothing else. */
export function createUnsubscribeSigner(secret: string): PurposeSigner {
  return createPurposeSigner(secret, 'level-mail-unsubscribe');
}

function unsubscribeUrl(mail: LevelMail, customerId: number): string {
  return `${mail.publicUrl}/unsubscribe?customer=${customerId}&token=${mail.unsubscribe.token(customerId)}`;
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

  for (const buyer of buyers) {
    if (!mailed.has(buyer.id)) continue;
    await mail.queue.add(
      trx,
      levelReachedMail({
        to: buyer.email,
        firstName: buyer.first_name,
        productName: reached.productName,
        price: dollarsFromCents(reached.priceCents).toFixed(2),
        link: `${mail.publicUrl}/product/${reached.groupId}`,
        unsubscribeLink: unsubscribeUrl(mail, buyer.id),
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
