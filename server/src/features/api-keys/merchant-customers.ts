import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { UserRow, UsersRepo } from '../../user-records/users.repo';

export interface WidgetCustomer {
  apiKeyId: string;
  externalCustomerId: string;
  residenceCountry: string | null;
}

/** Two sign-ins raced to create the same customer; the loser starts over and finds the winner's. */
export class CustomerLinkRace extends Error {
  override readonly name = 'CustomerLinkRace';
}

/**
 * The Ferry user behind a merchant's customer, seen through one API key. A customer is only ever
 * matched by the key and the merchant's own id for them: never by email or phone, which the
 * merchant asserts without proof. For the same reason the merchant's email is not put on a new
 * account, so nobody can pre-create an account that its address owner would later sign into.
 */
export function createMerchantCustomers(users: UsersRepo) {
  async function link(
    customer: WidgetCustomer,
    userId: string,
    formerUserId: string | undefined,
    trx: Kysely<Schema>,
  ) {
    if (formerUserId === undefined) {
      await trx
        .insertInto('merchant_customers')
        .values({
          api_key_id: customer.apiKeyId,
          external_customer_id: customer.externalCustomerId,
          user_id: userId,
        })
        .execute();
      return;
    }
    const relinked = await trx
      .updateTable('merchant_customers')
      .set({ user_id: userId })
      .where('api_key_id', '=', customer.apiKeyId)
      .where('external_customer_id', '=', customer.externalCustomerId)
      .where('user_id', '=', formerUserId)
      .returning('user_id')
      .executeTakeFirst();
    if (!relinked) throw new CustomerLinkRace();
  }

  return {
    /** Finds the linked user, or creates one (and the link) in the caller's transaction. */
    async findOrCreate(
      customer: WidgetCustomer,
      trx: Kysely<Schema>,
    ): Promise<{ user: UserRow; isNewUser: boolean }> {
      const existing = await trx
        .selectFrom('merchant_customers')
        .select('user_id')
        .where('api_key_id', '=', customer.apiKeyId)
        .where('external_customer_id', '=', customer.externalCustomerId)
        .executeTakeFirst();
      // A deleted account stays deleted: the customer gets a fresh one, as anyone signing up again.
      const linkedUser = existing ? await users.findById(existing.user_id, trx) : undefined;
      if (linkedUser) return { user: linkedUser, isNewUser: false };
      const user = await users.create({ email: null, residenceCountry: customer.residenceCountry }, trx);
      await link(customer, user.id, existing?.user_id, trx);
      return { user, isNewUser: true };
    },
  };
}
