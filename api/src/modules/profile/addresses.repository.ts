import type { Kysely } from 'kysely';
import type { Address, AddressType, Database, NewAddress } from '../../db/types';

export type AddressChanges = Partial<Omit<NewAddress, 'id' | 'customer_id' | 'address_type' | 'email'>>;

export async function insertAddress(db: Kysely<Database>, address: NewAddress): Promise<Address> {
  return db.insertInto('addresses').values(address).returningAll().executeTakeFirstOrThrow();
}

/**
 * Inserts the address only if the customer has none of that type yet (check and insert
 * in one transaction). Answers undefined when one existed.
 */
export async function insertAddressIfNone(db: Kysely<Database>, address: NewAddress): Promise<Address | undefined> {
  return db.transaction().execute(async (trx) => {
    const existing = await findAddressOfType(trx, address.customer_id, address.address_type);
    if (existing) return undefined;
    return insertAddress(trx, address);
  });
}

export async function listAddresses(db: Kysely<Database>, customerId: number): Promise<Address[]> {
  return (
    db
      .selectFrom('addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      // 'BILLING_ADDRESS' sorts before 'SHIPPING_ADDRESS'.
      .orderBy('address_type')
      .orderBy('id')
      .execute()
  );
}

export async function findAddressOfType(
  db: Kysely<Database>,
  customerId: number,
  addressType: AddressType,
): Promise<Address | undefined> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('address_type', '=', addressType)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Updates the address only when it is this customer's and of this type; undefined otherwise. */
export async function updateOwnAddress(
  db: Kysely<Database>,
  customerId: number,
  addressId: number,
  addressType: AddressType,
  changes: AddressChanges,
): Promise<Address | undefined> {
  return db
    .updateTable('addresses')
    .set(changes)
    .where('id', '=', addressId)
    .where('customer_id', '=', customerId)
    .where('address_type', '=', addressType)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The customer's own address by id, or their billing address when no id is given.
 * Another customer's address id finds nothing, exactly like an unknown id.
 */
export async function findDeliveryAddress(
  db: Kysely<Database>,
  customerId: number,
  addressId: number | undefined,
): Promise<Address | undefined> {
  let query = db.selectFrom('addresses').selectAll().where('customer_id', '=', customerId);
  query =
    addressId === undefined
      ? query.where('address_type', '=', 'BILLING_ADDRESS').orderBy('id')
      : query.where('id', '=', addressId);
  return query.limit(1).executeTakeFirst();
}
