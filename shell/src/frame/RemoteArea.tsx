import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import { Button, Flex, Result, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { retryRemote } from '../spa/root-config';
import type { RemoteApp } from '../spa/remote-apps';
import { useRemoteState } from '../spa/remote-status';
import { appOutlet } from './app-outlet';

/** Moves the single-spa outlet into this spot of the page. */
function OutletSlot({ hidden }: { hidden: boolean }) {
  return (
    <div
      hidden={hidden}
      style={{ minHeight: hidden ? undefined : '100%' }}
      ref={(slot) => {
        if (slot && appOutlet().parentElement !== slot) slot.appendChild(appOutlet());
      }}
    />
  );
}

/**
 * The area a remote draws in. While it loads: a spinner. When this
 * deployment does not include it: a calm note. When it fails to load or
 * throws: a Result with "Try again" that really loads it again. Everything
 * around this area (menu, top bar, other remotes) keeps working.
 */
export function RemoteArea({ app }: { app: RemoteApp }) {
  const state = useRemoteState(app.remote);
  const { token } = theme.useToken();
  const [retrying, setRetrying] = useState(false);

  const retry = async () => {
    setRetrying(true);
    try {
      await retryRemote(app.remote);
    } finally {
      setRetrying(false);
    }
  };

  const unavailable = state.kind === 'failed' || state.kind === 'notInstalled';
  return (
    <div style={{ position: 'relative', minHeight: 240 }}>
      {state.kind === 'loading' && (
        <Flex role="status" vertical align="center" gap={16} style={{ position: 'absolute', inset: 0, paddingTop: 96 }}>
          <Spin size="large" />
          <Typography.Text type="secondary">Loading {app.label}…</Typography.Text>
        </Flex>
      )}
      {state.kind === 'notInstalled' && (
        <Result
          icon={<AppstoreAddOutlined style={{ color: token.colorPrimary }} />}
          title={`${app.label} is not installed in this deployment`}
          subTitle={
            app.audience === 'public'
              ? 'This page is not available on this server yet. Please contact the school that sent you the link.'
              : 'This part of Mizan has not been added to this server yet. Everything else works as usual; your administrator can tell you when it arrives.'
          }
          extra={
            <Button onClick={retry} loading={retrying}>
              Try again
            </Button>
          }
        />
      )}
      {state.kind === 'failed' && (
        <Result
          status="warning"
          title={`${app.label} could not be loaded`}
          subTitle="The rest of Mizan keeps working. Check your connection, then try again."
          extra={
            <Button type="primary" onClick={retry} loading={retrying}>
              Try again
            </Button>
          }
        />
      )}
      <OutletSlot hidden={unavailable} />
    </div>
  );
}
