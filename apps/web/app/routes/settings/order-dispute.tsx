import { DISPUTE_DESCRIPTION_MAX, DISPUTE_REASONS, MAX_DISPUTE_PHOTO_BYTES, MAX_DISPUTE_PHOTOS, type DisputeReason } from '@borong/contracts/disputes';
import type { OrderDetail } from '@borong/contracts/orders';
import { useState } from 'react';
import { Form, Link, data } from 'react-router';
import type { Route } from './+types/order-dispute';
import { done, required, signedInApi } from '../../features/account/account.server';
import { ordersApi } from '../../features/orders/api';
import { DISPUTE_REASON_LABELS } from '../../features/orders/labels';
import { parseOrderId } from '../../features/orders/order-params';
import { orderPath } from '../../features/orders/order-views';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useUnitName } from '../../i18n/units';
import { pageMeta } from '../../lib/meta';
import { signInRedirect } from '../../lib/session.server';
import { FormError, SelectField, SubmitButton, TextAreaField } from '../../ui/form/fields';
import type { FieldErrors, FormResult } from '../../ui/form/form-errors';
import { apiFailure, invalid } from '../../ui/form/form-answer.server';
import { notFound } from '../../lib/responses.server';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: 'meta.orderTitle', vars: { no: loaderData?.order.order_no ?? '' } });
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseOrderId(params.id);
  if (id === null) throw notFound();
  const result = await ordersApi(signedInApi(context, request)).detail(id);
  if (!result.ok && result.status === 404) throw notFound();
  return { order: required(result, request).data };
}

const isReason = (value: unknown): value is DisputeReason => DISPUTE_REASONS.includes(value as DisputeReason);

/**
 * The dispute form (spec §2: breadcrumb, item selection, reason, photos, description), posted as
 * multipart and passed on to the API with the items as JSON. Checked here first so the buyer's
 * photos are not sent for a form the API would refuse; the API checks all again.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const id = parseOrderId(params.id);
  if (id === null) throw notFound();
  const form = await request.formData();
  const lines = form.getAll('line').map(String);
  const reason = form.get('reason');
  const description = String(form.get('description') ?? '').trim();
  const values: Record<string, string> = { reason: String(reason ?? ''), description, lines: lines.join(',') };
  for (const line of lines) values[`qty_${line}`] = String(form.get(`qty_${line}`) ?? '');
  const photos = form.getAll('photos').filter((p): p is File => p instanceof File && p.size > 0);
  const errors: FieldErrors = {};
  const items = lines.map((line) => ({ order_line_id: Number(line), quantity: Number(values[`qty_${line}`]) }));
  if (items.length === 0) errors.items = ['disputes.chooseItem'];
  else if (items.some((i) => !Number.isSafeInteger(i.quantity) || i.quantity < 1)) errors.items = ['disputes.badQuantity'];
  if (!isReason(reason)) errors.reason = ['REQUIRED'];
  if (!description) errors.description = ['REQUIRED'];
  if (photos.length > MAX_DISPUTE_PHOTOS) errors.photos = ['disputes.tooManyPhotos'];
  else if (photos.some((p) => p.size > MAX_DISPUTE_PHOTO_BYTES)) errors.photos = ['disputes.photoTooLarge'];
  if (Object.keys(errors).length) return invalid('dispute', errors, values);
  const body = new FormData();
  body.set('reason', String(reason));
  body.set('description', description);
  body.set('items', JSON.stringify(items));
  for (const photo of photos) body.append('photos', photo, photo.name);
  const result = await ordersApi(signedInApi(context, request)).dispute(id, body);
  if (result.ok) return done(request, 'disputeOpened', new URL(request.url).pathname.replace(/\/dispute$/, ''));
  if (result.status === 401) throw signInRedirect(request);
  if (result.status === 415) return invalid('dispute', { photos: ['disputes.photoType'] }, values);
  if (result.status === 413) return invalid('dispute', { photos: ['disputes.photoTooLarge'] }, values);
  if (result.status === 409) return data<FormResult>({ intent: 'dispute', errors: { form: ['disputes.notAllowed'] }, values }, { status: 409 });
  if (result.status === 400 && !result.error.errors?.items) return apiFailure(request, 'dispute', result, values);
  return data<FormResult>({ intent: 'dispute', errors: { form: ['disputes.failed'] }, values }, { status: result.status >= 500 ? 503 : 400 });
}

type Preview = { name: string; url: string };

/** 100 px previews of the photos chosen, made in the browser; before hydration the input works without them. */
function PhotoPreviews({ previews }: { previews: readonly Preview[] }) {
  const t = useT();
  if (previews.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {previews.map((p, i) => (
        <li key={`${i}-${p.name}`}>
          <img src={p.url} alt={t('disputes.preview', { name: p.name })} width={100} height={100} className="size-[100px] rounded-lg border border-slate-200 object-cover" />
        </li>
      ))}
    </ul>
  );
}

export default function OrderDisputePage({ loaderData, actionData }: Route.ComponentProps) {
  const { order } = loaderData;
  const t = useT();
  const localePath = useLocalePath();
  const result = actionData as FormResult | undefined;
  const errors = result?.errors;
  const [previews, setPreviews] = useState<Preview[]>([]);
  // Data URLs, not blob: ones, which the site's CSP (img-src 'self' data:) does not load.
  const pick = async (files: FileList | null) => {
    const read = (file: File) =>
      new Promise<Preview>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve({ name: file.name, url: String(reader.result) });
        reader.readAsDataURL(file);
      });
    setPreviews(await Promise.all(Array.from(files ?? []).map(read)));
  };
  const chosen = new Set((result?.values.lines ?? '').split(',').filter(Boolean));
  return (
    <>
      <nav aria-label={t('disputes.breadcrumb')} className="mb-3 text-sm">
        <ol className="flex flex-wrap items-center gap-1 text-slate-600">
          <li>
            <Link to={localePath('/settings/orders')} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {t('disputes.breadcrumbOrders')}
            </Link>
            <span aria-hidden="true"> › </span>
          </li>
          <li>
            <Link to={localePath(orderPath(order.id))} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              {order.order_no}
            </Link>
            <span aria-hidden="true"> › </span>
          </li>
          <li aria-current="page">{t('disputes.heading')}</li>
        </ol>
      </nav>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('disputes.title', { no: order.order_no })}</h1>
      {!order.dispute_until ? (
        <p className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">{t('disputes.notAllowed')}</p>
      ) : (
        <>
          <p className="mt-1 max-w-2xl text-slate-700">{t('disputes.intro')}</p>
          <Form method="post" encType="multipart/form-data" className="mt-5 grid max-w-2xl gap-5" noValidate>
            <FormError errors={errors} />
            <DisputeItems order={order} errors={errors} chosen={chosen} values={result?.values ?? {}} />
            <SelectField
              name="reason"
              label={t('disputes.reason')}
              placeholder={t('disputes.chooseReason')}
              options={DISPUTE_REASONS.map((r) => ({ value: r, label: t(DISPUTE_REASON_LABELS[r]) }))}
              defaultValue={result?.values.reason ?? ''}
              errors={errors}
              required
              className="max-w-md"
            />
            <TextAreaField name="description" label={t('disputes.description')} hint={t('disputes.descriptionHint', { max: DISPUTE_DESCRIPTION_MAX })} maxLength={DISPUTE_DESCRIPTION_MAX} defaultValue={result?.values.description ?? ''} errors={errors} required />
            <div>
              <label htmlFor="dispute-photos" className="block text-sm font-semibold text-slate-800">
                {t('disputes.photos')}
              </label>
              <p id="dispute-photos-hint" className="text-sm text-slate-600">
                {t('disputes.photosHint', { count: MAX_DISPUTE_PHOTOS })}
              </p>
              <input
                id="dispute-photos"
                type="file"
                name="photos"
                multiple
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={errors?.photos ? 'dispute-photos-hint dispute-photos-error' : 'dispute-photos-hint'}
                aria-invalid={errors?.photos ? true : undefined}
                onChange={(e) => void pick(e.currentTarget.files)}
                className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
              />
              {errors?.photos && (
                <p id="dispute-photos-error" className="mt-1 text-sm font-medium text-red-700">
                  {t(errors.photos[0] as 'disputes.photoType', { count: MAX_DISPUTE_PHOTOS })}
                </p>
              )}
              <PhotoPreviews previews={previews} />
            </div>
            <div>
              <SubmitButton intent="dispute" busyLabel={t('disputes.sending')}>
                {t('disputes.send')}
              </SubmitButton>
            </div>
          </Form>
        </>
      )}
    </>
  );
}

/** Which lines, and how many of each: a box per line, its quantity beside it. */
function DisputeItems({ order, errors, chosen, values }: { order: OrderDetail; errors: FieldErrors | undefined; chosen: Set<string>; values: Record<string, string> }) {
  const t = useT();
  const unitName = useUnitName();
  const error = errors?.items?.[0];
  return (
    <fieldset aria-describedby={error ? 'dispute-items-error' : 'dispute-items-hint'} aria-invalid={error ? true : undefined}>
      <legend className="block text-sm font-semibold text-slate-800">{t('disputes.items')}</legend>
      <p id="dispute-items-hint" className="text-sm text-slate-600">
        {t('disputes.itemsHint')}
      </p>
      <ul className="mt-2 grid gap-2">
        {order.items.map((item) => {
          const lineId = String(item.line_id);
          return (
            <li key={lineId} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <label className="flex min-h-11 flex-1 items-center gap-3 text-slate-800">
                <input type="checkbox" name="line" value={lineId} defaultChecked={chosen.has(lineId) || (order.items.length === 1 && chosen.size === 0)} className="size-5 accent-brand-700" />
                <span>
                  {item.name} <span className="text-sm text-slate-600">({unitName(item.unit)}) × {item.quantity}</span>
                </span>
              </label>
              <label className="flex items-center gap-2 text-sm">
                <span className="sr-only">{t('disputes.quantityOf', { name: item.name, max: item.quantity })}</span>
                <input type="number" name={`qty_${lineId}`} min={1} max={item.quantity} step={1} defaultValue={values[`qty_${lineId}`] ?? String(item.quantity)} className="h-11 w-20 rounded-lg border border-slate-300 px-2" />
              </label>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="dispute-items-error" className="mt-1 text-sm font-medium text-red-700">
          {t(error as 'disputes.chooseItem')}
        </p>
      )}
    </fieldset>
  );
}
