// The admin's "new organization" form: a name, a slug and the first owner's email.
import { z } from "zod";

export const ORGANIZATION_NAME_MAX_LENGTH = 100;

export const createOrganizationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(ORGANIZATION_NAME_MAX_LENGTH)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s)),
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  ownerEmail: z.string().trim().max(254).pipe(z.email()),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;
