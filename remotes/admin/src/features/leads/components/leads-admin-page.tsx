import { can, exportLeads, FORWARD_STATUSES, LEAD_FORMS, LEADS_PAGE_SIZE, useErasePersonLeads, useForwardLeadsAgain, useLeads, useMarkLeadSpam, type LeadFilter, type LeadForm, type ForwardStatus } from '@vaani/data';
import { useLocation, useNavigate } from '@vaani/router';
import { toast } from '@vaani/stores';
import { Button } from '@vaani/ui';
import { useState } from 'react';
import { Actions } from '../../admin-shell/components/admin-form.tsx';
import { AdminScreen } from '../../admin-shell/components/admin-screen.tsx';
import { leadsIn } from '../lead-display.ts';
import { leadsCsv } from '../leads-csv.ts';
import { leadsPath } from '../leads-path.ts';
import { useCurrentRole } from '../../guard/api/current-role.ts';
import { ErasePersonForm } from './erase-person-form.tsx';
import { LeadsFilters } from './leads-filters.tsx';
import { LeadsTable } from './leads-table.tsx';
import { queryLoadState } from '../../admin-shell/components/load-state.tsx';
import { useReport } from '../../admin-shell/report.ts';

/** The filter and page live in the address, so the dashboard can link to "failed leads". */
function readQuery(search: string): { filter: LeadFilter; page: number } {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const form = params.get('form');
  return {
    filter: {
      status: FORWARD_STATUSES.includes(status as ForwardStatus) ? (status as ForwardStatus) : undefined,
      form: form && form in LEAD_FORMS ? (form as LeadForm) : undefined,
      search: params.get('q') || undefined,
      person: params.get('person') || undefined,
      grouped: params.get('by') === 'person' || undefined,
    },
    page: Math.max(0, Number(params.get('page') ?? 1) - 1) || 0,
  };
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
}

export function LeadsAdminPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { filter, page } = readQuery(location.search);
  const leads = useLeads(filter, page);
  const mayErase = can(useCurrentRole(), 'erasePeople');
  const forward = useForwardLeadsAgain();
  const erasePerson = useErasePersonLeads();
  const judge = useMarkLeadSpam();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { busy, run } = useReport<ReadonlySet<string>>();
  const [exporting, setExporting] = useState(false);
  const total = leads.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));

  const show = (next: LeadFilter, nextPage = 0) => {
    setSelected(new Set());
    navigate(leadsPath(next, nextPage), { replace: true });
  };
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const forwardAgain = (ids: string[]) =>
    run(
      new Set(ids),
      forward.mutate(ids),
      (count) => {
        setSelected(new Set());
        return { title: count === 1 ? 'Lead queued to forward again' : `${count} leads queued to forward again` };
      },
      'Forward again failed',
    );
  const notSpam = (id: string) => run(new Set([id]), judge.mutate({ id, spam: false }), { title: 'Marked not spam', description: 'The lead is forwarded once.' }, 'Not spam failed');
  const exportCsv = () => {
    setExporting(true);
    exportLeads(filter)
      .then(
        (rows) => download(`leads-${new Date().toISOString().slice(0, 10)}.csv`, leadsCsv(rows)),
        (failure: Error) => toast({ title: 'Export failed', description: failure.message, variant: 'destructive' }),
      )
      .finally(() => setExporting(false));
  };

  return (
    <AdminScreen title="Leads" intro="Every lead the site stored, newest first, and whether it reached your lead sheet.">
      <LeadsFilters filter={filter} onChange={(next) => show(next)} />
      {filter.person ? (
        <Actions>
          <span>Leads of one person, newest first.</span>
          <Button variant="outline" onClick={() => show({ ...filter, person: undefined })}>
            Show every lead
          </Button>
        </Actions>
      ) : null}
      <Actions>
        <Button variant="outline" disabled={selected.size === 0 || busy !== null} onClick={() => forwardAgain([...selected])}>
          Forward selected again ({selected.size})
        </Button>
        <Button variant="outline" disabled={exporting} onClick={exportCsv}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </Button>
        <span role="status">{leads.data ? (filter.grouped ? `${total} ${total === 1 ? 'person' : 'people'}` : leadsIn(total)) : ''}</span>
      </Actions>
      <LeadsTable
        leads={leads.data?.rows ?? []}
        {...queryLoadState(leads)}
        selected={selected}
        onToggle={toggle}
        onForwardAgain={forwardAgain}
        onNotSpam={notSpam}
        busy={busy ?? new Set()}
      />
      {pages > 1 ? (
        <nav aria-label="Pages of leads">
          <Actions>
            <Button variant="outline" disabled={page === 0} onClick={() => show(filter, page - 1)}>
              Previous page
            </Button>
            <span>
              Page {page + 1} of {pages}
            </span>
            <Button variant="outline" disabled={page + 1 >= pages} onClick={() => show(filter, page + 1)}>
              Next page
            </Button>
          </Actions>
        </nav>
      ) : null}
      {mayErase ? <ErasePersonForm erase={erasePerson.mutate} /> : null}
    </AdminScreen>
  );
}
