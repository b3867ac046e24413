import { SEEN_BY_VISITORS, useMoveInOrder, type MutationResult, type QueryResult, type RestorableKind } from '@vaani/data';
import { Button } from '@vaani/ui';
import { useState, type ComponentType } from 'react';
import { ItemHistory } from '../../activity/components/item-history.tsx';
import { AdminScreen } from './admin-screen.tsx';
import { report } from '../report.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { LoadState, queryLoadState } from './load-state.tsx';
import { moveRow, OrderedList, type OrderedItem } from './ordered-list.tsx';
import { SectionTextForm, type SectionTextField } from './section-text-form.tsx';

export interface ItemEditorProps<Input> {
  /** The item as saved, or the kind's empty item for a new one. */
  initial: Input;
  label: string;
  busy: boolean;
  onSave: (input: Input) => void;
  onCancel: () => void;
}

/** Home-page content kept as an ordered list (key features, testimonials): data, editor and words. */
export interface OrderedContent<Item extends OrderedItem & { display_order: number }, Input> {
  title: string;
  intro: string;
  table: 'key_features' | 'testimonials';
  section: { kind: RestorableKind; fields: readonly SectionTextField[] };
  useSection: () => QueryResult<{ id: string } | null>;
  useSaveSection: () => MutationResult<{ id: string; patch: Record<string, string> }, unknown>;
  useItems: () => QueryResult<Item[]>;
  /** Saves the item `id`, or adds one after the items listed. */
  useSave: () => MutationResult<{ input: Input; id?: string; after: readonly Item[] }, unknown>;
  useDelete: () => MutationResult<string, unknown>;
  Editor: ComponentType<ItemEditorProps<Input>>;
  empty: Input;
  inputOf: (item: Item) => Input;
  nameOf: (item: Item) => string;
  texts: {
    list: string;
    /** Names one item: 'feature' gives 'Add feature', 'New feature' and 'Delete feature?'. */
    noun: string;
    editLabel: (name: string) => string;
    history: (name: string) => string;
    confirmText: (name: string) => string;
    loading: string;
    loadFailed?: (error: string) => string;
    empty?: string;
  };
  messages: { updateFailedTitle: string; moveFailedTitle: string; sectionUpdated: string; orderUpdated: string; added: string; updated: string; deleted: string };
}

/** The open editor: an item's id, a new item, or none. */
const NEW = 'new';

/** The admin screen of an ordered list: its section heading, the items in order, and a new one. */
export function OrderedContentAdmin<Item extends OrderedItem & { display_order: number }, Input>({ content }: { content: OrderedContent<Item, Input> }) {
  const { texts, messages, Editor } = content;
  const items = content.useItems();
  const section = content.useSection();
  const saveSection = content.useSaveSection();
  const save = content.useSave();
  const move = useMoveInOrder(content.table);
  const remove = content.useDelete();
  const [openId, setOpenId] = useState<string | null>(null);
  // A move shows at once, while it is saved; the saved order replaces it when the save is done.
  const [moving, setMoving] = useState<Item[] | null>(null);
  const list = moving ?? items.data ?? [];
  const busy = [save, move, remove].some((mutation) => mutation.status === 'pending');
  const seen = (title: string) => ({ title, description: SEEN_BY_VISITORS });
  const load = queryLoadState(items);

  const saveItem = (input: Input, id?: string) =>
    report(
      save.mutate({ input, id, after: list }),
      () => {
        setOpenId(null);
        return seen(id ? messages.updated : messages.added);
      },
      messages.updateFailedTitle,
    );
  const deletion = useConfirm(
    (item: Item) => ({ title: `Delete ${texts.noun}?`, description: texts.confirmText(content.nameOf(item)), confirmLabel: 'Delete' }),
    (item) =>
      void report(
        remove.mutate(item.id),
        () => {
          if (openId === item.id) setOpenId(null);
          return seen(messages.deleted);
        },
        messages.updateFailedTitle,
      ),
  );
  const moveItem = (from: number, to: number) => {
    setMoving(moveRow(list, from, to));
    void report(move.mutate({ rows: list, from, to }), seen(messages.orderUpdated), messages.moveFailedTitle).finally(() => setMoving(null));
  };

  return (
    <AdminScreen title={content.title} intro={content.intro}>
      {section.data ? (
        <>
          <SectionTextForm
            key={JSON.stringify(section.data)}
            heading="Section heading"
            fields={content.section.fields}
            initial={Object.fromEntries(Object.entries(section.data).filter(([name]) => content.section.fields.some((field) => field.name === name)))}
            saving={saveSection.status === 'pending'}
            onSave={(patch) => {
              if (section.data) void report(saveSection.mutate({ id: section.data.id, patch }), seen(messages.sectionUpdated), messages.updateFailedTitle);
            }}
          />
          <ItemHistory kind={content.section.kind} rowId={section.data.id} current={section.data} title="Section heading history" toggleLabel="Section heading history" />
        </>
      ) : null}
      <LoadState {...load} loadingLabel={texts.loading} error={load.error && texts.loadFailed ? texts.loadFailed(load.error) : load.error} />
      {items.status === 'success' && list.length === 0 && texts.empty ? <p>{texts.empty}</p> : null}
      <OrderedList
        label={texts.list}
        items={list}
        nameOf={content.nameOf}
        busy={busy}
        onMove={moveItem}
        editing={{
          openId,
          onOpen: setOpenId,
          onDelete: deletion.ask,
          renderEditor: (item) => (
            <>
              <Editor
                // A restore (or a save) brings new values: the form starts again from them.
                key={JSON.stringify(content.inputOf(item))}
                initial={content.inputOf(item)}
                label={texts.editLabel(content.nameOf(item))}
                busy={busy}
                onSave={(input) => void saveItem(input, item.id)}
                onCancel={() => setOpenId(null)}
              />
              <ItemHistory kind={content.table} rowId={item.id} current={item} title={texts.history(content.nameOf(item))} toggleLabel={texts.history(content.nameOf(item))} />
            </>
          ),
        }}
      />
      {openId === NEW ? (
        <Editor initial={content.empty} label={`New ${texts.noun}`} busy={busy} onSave={(input) => void saveItem(input)} onCancel={() => setOpenId(null)} />
      ) : (
        <p>
          <Button onClick={() => setOpenId(NEW)}>{`Add ${texts.noun}`}</Button>
        </p>
      )}
      {deletion.dialog}
    </AdminScreen>
  );
}
