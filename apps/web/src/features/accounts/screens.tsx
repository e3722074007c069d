import { ssoMessages } from '@app/domain';
import { Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { usePageTitle } from '../../app/page-title';
import { TablePager } from '../../app/ui/table-pager';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { accountSsoBase } from '../sso/api';
import { CompanySignInSettings } from '../sso/company-sign-in-settings';
import type { AccountRowActions } from './account-actions';
import { AccountsContent } from './accounts-content';
import { AccountsFilters } from './accounts-filters';
import { type AccountRow, useAccountsPage } from './api';
import { ChangeEmailForm } from './change-email-form';
import { filterParams } from './filters';
import { PlanForm } from './plan-form';
import { useAccountFilters } from './use-account-filters';
import { accountLabel, useBlockAccount } from './use-block-account';

function AccountHeading({ account }: { account: AccountRow | 'new' }) {
  return account === 'new' ? null : (
    <Text size="sm" c="dimmed" mb="sm">
      {accountLabel(account)}, {account.companyName}
    </Text>
  );
}

/**
 * /admin/accounts (super admin): customer admin accounts. The filters and page live in the URL,
 * so coming back from an account's dashboard shows the same list.
 */
export function AccountsScreen() {
  const text = useText();
  usePageTitle(text('console.accounts.screen.title'));
  const { filters, typed, type, searchNow, select, setPage } = useAccountFilters();
  const query = useAccountsPage(filterParams(filters));
  const block = useBlockAccount();
  const planModal = useModalTarget<AccountRow>();
  const emailModal = useModalTarget<AccountRow>();
  const ssoModal = useModalTarget<AccountRow>();

  const total = query.data?.total ?? 0;
  const pageCount = query.data ? Math.ceil(total / query.data.pageSize) : 0;
  const lastPage = Math.max(1, pageCount);
  // An upgrade can move the only row of the last page out of a Package filter: show the new last page.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && filters.page > lastPage) {
      setPage(lastPage, true);
    }
  }, [query.data, query.isPlaceholderData, filters.page, lastPage, setPage]);

  const actions: AccountRowActions = {
    isToggling: block.isPending,
    onToggleActive: block.confirmToggle,
    onUpgrade: (account) => planModal.open(account),
    onChangeEmail: (account) => emailModal.open(account),
    onCompanySignIn: (account) => ssoModal.open(account),
  };
  const filtered =
    filters.expiry !== 'all' ||
    filters.package !== 'all' ||
    filters.email !== '' ||
    filters.company !== '';

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text('console.accounts.screen.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {query.data
            ? text('console.accounts.screen.introWithTotal', { total: String(total) })
            : text('console.accounts.screen.intro')}
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
        <Stack gap="md">
          <AccountsFilters
            filters={filters}
            typed={typed}
            onType={type}
            onSearchNow={searchNow}
            onSelect={select}
          />
          <AccountsContent query={query} actions={actions} filtered={filtered} />
        </Stack>
      </Paper>
      <TablePager
        pageCount={pageCount}
        page={Math.min(filters.page, lastPage)}
        onChange={setPage}
      />
      <Modal
        opened={planModal.opened}
        onClose={planModal.close}
        title={text('console.accounts.screen.choosePlanTitle')}
      >
        <AccountHeading account={planModal.target} />
        {planModal.target === 'new' ? null : (
          <PlanForm key={planModal.key} account={planModal.target} onDone={planModal.close} />
        )}
      </Modal>
      <Modal
        opened={emailModal.opened}
        onClose={emailModal.close}
        title={text('console.accounts.screen.changeEmailTitle')}
      >
        <AccountHeading account={emailModal.target} />
        {emailModal.target === 'new' ? null : (
          <ChangeEmailForm
            key={emailModal.key}
            account={emailModal.target}
            onDone={emailModal.close}
          />
        )}
      </Modal>
      <Modal
        opened={ssoModal.opened}
        onClose={ssoModal.close}
        title={ssoMessages.cardTitle}
        size="lg"
      >
        <AccountHeading account={ssoModal.target} />
        {ssoModal.target === 'new' ? null : (
          <CompanySignInSettings
            key={ssoModal.key}
            base={accountSsoBase(ssoModal.target.id)}
            canVerifyByHand
          />
        )}
      </Modal>
    </Stack>
  );
}
