import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { Form, Link, useFetcher, useLocation, useNavigate } from 'react-router';
import type { ProductType } from '@borong/contracts/catalogue';
import type { ShoppingListsResponse } from '@borong/contracts/shopping-lists';
import { LIST_DESCRIPTION_MAX, LIST_NAME_MAX } from '@borong/contracts/storefront-rules';
import { FormError, PRIMARY, SECONDARY, TextField } from '../../ui/form/fields';
import type { FormResult } from '../../ui/form/form-errors';
import { useFormValidation } from '../../ui/form/use-form-validation';
import { loginHref } from '../header/login-href';
import { useLocalePath, useT } from '../../i18n/i18n';
import { useAlert } from '../../ui/alert-modal';
import { Modal } from '../../ui/modal';

type ListRow = ShoppingListsResponse['shopping_lists']['data'][number];

/** What the save route's action answers. */
export interface SaveToResult extends FormResult {
  created?: { id: number; name: string };
  added?: { listId: number; message: string };
  /** Spec §8: the server's errorMsg for a failed add ('' → the generic message). */
  errorMsg?: string;
}

interface PanelProps {
  product: { id: number; type: ProductType };
  lists: ListRow[];
  result: SaveToResult | undefined;
  /** In the modal: submit through this fetcher and start in list view; on the page: plain forms, both views shown. */
  fetcher?: ReturnType<typeof useFetcher<SaveToResult>>;
  action?: string;
}

/**
 * The list schema for the browser's check, fetched after hydration: the product page ships
 * without zod (docs/decisions/0003), and until it arrives the action checks alone.
 */
function useListSchema(wanted: boolean): z.ZodType | null {
  const [schema, setSchema] = useState<z.ZodType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('@borong/contracts/shopping-lists').then((m) => live && setSchema(() => m.shoppingListBodySchema));
    return () => {
      live = false;
    };
  }, [wanted]);
  return schema;
}

/**
 * The "Save to…" content (spec §2): the buyer's lists to pick one from, and a form to create a
 * list; after creating, the list view returns with the new list selected. Adding needs a selected
 * list (the Save button waits for one).
 */
export function SaveToPanel({ product, lists, result, fetcher, action }: PanelProps) {
  const t = useT();
  const localePath = useLocalePath();
  const groupId = useId();
  const standalone = !fetcher;
  const [view, setView] = useState<'list' | 'create'>('list');
  const [selected, setSelected] = useState<number | null>(null);
  const FormTag = fetcher ? fetcher.Form : Form;
  const busy = fetcher ? fetcher.state !== 'idle' : false;
  const createResult = result?.intent === 'create' ? result : undefined;
  const create = useFormValidation(useListSchema(standalone || view === 'create'), { serverErrors: createResult?.errors });
  const addResult = result?.intent === 'add' ? result : undefined;
  const createdId = createResult?.created?.id;

  // A list just created: the list view returns with it selected (derived while rendering, once per list).
  const [shownCreated, setShownCreated] = useState<number | undefined>(undefined);
  if (createdId && createdId !== shownCreated) {
    setShownCreated(createdId);
    setSelected(createdId);
    setView('list');
  }

  const listView = (
    <FormTag method="post" action={action} className="space-y-4">
      <input type="hidden" name="product_id" value={product.id} />
      <input type="hidden" name="product_type" value={product.type} />
      {lists.length === 0 ? (
        <p className="text-slate-700">{t('saveTo.noLists')}</p>
      ) : (
        <fieldset>
          <legend className="mb-2 font-semibold text-slate-900">{t('saveTo.choose')}</legend>
          <ul className="max-h-[55vh] space-y-2 overflow-y-auto">
            {lists.map((list) => (
              <li key={list.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input
                    type="radio"
                    name="shopping_list_id"
                    value={list.id}
                    checked={standalone ? undefined : selected === list.id}
                    defaultChecked={standalone ? createdId === list.id : undefined}
                    onChange={() => setSelected(list.id)}
                    className="size-5 accent-brand-700"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-slate-900">{list.name}</span>
                    {list.description && <span className="block text-sm text-slate-600">{list.description}</span>}
                  </span>
                  {list.has_product && <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900">{t('saveTo.alreadyThere')}</span>}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {standalone && addResult?.added && (
        <p role="status" className="font-medium text-emerald-800">
          {t('saveTo.saved')}
        </p>
      )}
      {standalone && addResult?.errorMsg !== undefined && (
        <p role="alert" className="font-medium text-red-700">
          {addResult.errorMsg || t('SOMETHING.WRONG.TRY.LATER')}
        </p>
      )}
      {standalone && addResult?.errors.shopping_list_id && (
        <p role="alert" className="font-medium text-red-700">
          {t('accountV.chooseList')}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="add" disabled={(!standalone && selected === null) || busy} className={PRIMARY}>
          {busy && fetcher?.formData?.get('intent') === 'add' ? t('accountForm.saving') : t('saveTo.save')}
        </button>
        {!standalone && (
          <button type="button" onClick={() => setView('create')} className={SECONDARY}>
            {t('saveTo.createNew')}
          </button>
        )}
      </div>
    </FormTag>
  );

  const createView = (
    <FormTag method="post" action={action} className="space-y-4" {...create.form} aria-labelledby={`${groupId}-create`}>
      <h3 id={`${groupId}-create`} className="font-semibold text-slate-900">
        {t('saveTo.createTitle')}
      </h3>
      <FormError errors={create.errors} />
      <TextField name="name" label={t('shoppingLists.name')} hint={t('shoppingLists.nameHint', { max: LIST_NAME_MAX })} errors={create.errors} defaultValue={createResult?.created ? '' : (createResult?.values.name ?? '')} required autoFocus={!standalone} />
      <TextField name="description" label={t('shoppingLists.description')} hint={t('shoppingLists.descriptionHint', { max: LIST_DESCRIPTION_MAX })} errors={create.errors} defaultValue={createResult?.created ? '' : (createResult?.values.description ?? '')} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="create" disabled={busy} className={PRIMARY}>
          {busy && fetcher?.formData?.get('intent') === 'create' ? t('accountForm.saving') : t('shoppingLists.create')}
        </button>
        {!standalone && (
          <button type="button" onClick={() => setView('list')} className={SECONDARY}>
            {t('saveTo.backToLists')}
          </button>
        )}
      </div>
    </FormTag>
  );

  if (standalone)
    return (
      <div className="space-y-8">
        {listView}
        <div className="border-t border-slate-200 pt-6">{createView}</div>
        <p>
          <Link to={localePath('/settings/shopping-list')} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            {t('saveTo.manage')}
          </Link>
        </p>
      </div>
    );
  return view === 'list' ? listView : createView;
}

/** The query a guest's "Add to shopping list" carries through sign-in, so the modal opens on return. */
export const SAVE_RESUME_PARAM = 'save_to';

/**
 * The product page's "Add to shopping list" button. Guests are sent to sign in (the link works
 * before hydration) and come back with the "Save to…" modal open. Signed in, it is a link to the
 * save page that, once hydrated, opens the modal instead and loads the lists with a fetcher.
 */
export function SaveToButton({ product, signedIn, className }: { product: { id: number; type: ProductType }; signedIn: boolean; className: string }) {
  const t = useT();
  const location = useLocation();
  const localePath = useLocalePath();
  const { showAlert } = useAlert();
  const [open, setOpen] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const lists = useFetcher<{ lists: ListRow[] }>();
  const submit = useFetcher<SaveToResult>();
  const action = localePath(`/shopping-lists/save?${new URLSearchParams({ product_id: String(product.id), product_type: product.type })}`);
  const [handled, setHandled] = useState<SaveToResult | null>(null);
  const navigate = useNavigate();
  const openModal = () => {
    setSavedTo(null);
    setOpen(true);
    lists.load(action);
  };

  // Back from signing in with the guest's "Save to…": the modal opens once (set while rendering,
  // so the first paint has it), then the lists load and the step leaves the URL, so a reload does
  // not open it again.
  const resume = signedIn && new URLSearchParams(location.search).has(SAVE_RESUME_PARAM);
  const [resumed, setResumed] = useState(false);
  if (resume && !resumed) {
    setResumed(true);
    setOpen(true);
  }
  useEffect(() => {
    if (!resume) return;
    lists.load(action);
    const params = new URLSearchParams(location.search);
    params.delete(SAVE_RESUME_PARAM);
    void navigate(`${location.pathname}?${params}`, { replace: true, preventScrollReset: true });
    // Runs when the step appears in the URL, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resume]);

  // An add that finished closes the modal once: saved → a note beside the button; failed → the alert.
  const finished = submit.state === 'idle' ? submit.data : undefined;
  if (finished && finished !== handled && finished.intent === 'add' && (finished.added || finished.errorMsg !== undefined)) {
    setHandled(finished);
    setOpen(false);
    setSavedTo(finished.added ? (lists.data?.lists.find((l) => l.id === finished.added?.listId)?.name ?? '') : null);
  }
  useEffect(() => {
    if (handled && !handled.added && handled.errorMsg !== undefined) showAlert(handled.errorMsg || t('saveTo.failed'));
  }, [handled, showAlert, t]);

  if (!signedIn)
    return (
      <Link to={loginHref(location, { [SAVE_RESUME_PARAM]: '1' })} className={className}>
        {t('product.addToList')}
      </Link>
    );

  return (
    <>
      <Link
        to={action}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          openModal();
        }}
      >
        {t('product.addToList')}
      </Link>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800 empty:hidden">
        {savedTo !== null ? t('saveTo.savedTo', { name: savedTo }) : ''}
      </p>
      <Modal open={open} onClose={() => setOpen(false)} title={t('saveTo.title')}>
        {lists.data ? (
          <SaveToPanel product={product} lists={lists.data.lists} result={submit.data} fetcher={submit} action={action} />
        ) : lists.state === 'loading' ? (
          <p role="status" className="py-6 text-center text-slate-600">
            {t('accountForm.loading')}
          </p>
        ) : (
          <p role="alert" className="py-6 text-center text-red-700">
            {t('SOMETHING.WRONG.TRY.LATER')}
          </p>
        )}
      </Modal>
    </>
  );
}
