import { MODERATION_ACTIONS } from '@market/domain';
import { z } from 'zod';
import { envelope, paginationSchema } from '../../lib/http.js';
import { moderationDto, productDto, productListItemDto } from './products.schemas.js';

/** A row of the admin's product list: the table row of My Products, its owner and its hold. */
export const adminProductItemDto = productListItemDto.extend({
  /** null for the marketplace's own products. */
  vendor: z.object({ _id: z.string(), businessName: z.string() }).nullable(),
  moderation: moderationDto.extend({ by: z.string().nullable() }).nullable(),
});
export type AdminProductItemDto = z.infer<typeof adminProductItemDto>;

export const adminProductListReply = envelope(
  z.object({ products: z.array(adminProductItemDto), pagination: paginationSchema }),
);

export const moderationEventDto = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_ACTIONS),
  /** The reason of a deactivation, the note of a clearing ('' when none). */
  reason: z.string(),
  adminName: z.string(),
  at: z.string(),
});

export const moderatedProductDto = z.object({
  product: productDto,
  history: z.array(moderationEventDto),
});
export type ModeratedProductDto = z.infer<typeof moderatedProductDto>;

export const moderatedProductReply = envelope(moderatedProductDto);
