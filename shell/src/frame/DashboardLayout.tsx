import { selectDisplayName, selectUserName } from '@mizan/shared/browser';
import { Avatar, Flex, Layout, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { BrandMark } from '../components/BrandMark';
import { DEFAULT_LANDING_PATH, PRIVACY_PATH, TERMS_PATH } from '../routing/paths';
import { SideMenu } from './SideMenu';

const { Header, Sider, Content, Footer } = Layout;

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0][0], parts[parts.length - 1][0]] : [parts[0]?.[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/**
 * The dashboard frame (SPEC §2): top bar with the brand and who is signed in,
 * the side menu, the content area (a shell page or a remote's area) and the
 * footer with the privacy policy and terms.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const name = useSelector(selectDisplayName);
  const userName = useSelector(selectUserName);
  const displayName = name || userName || '';
  const [collapsed, setCollapsed] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingInline: 24,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Link to={DEFAULT_LANDING_PATH} aria-label="Mizan home" style={{ display: 'flex', alignItems: 'center' }}>
          <BrandMark size={30} />
        </Link>
        <Flex align="center" gap={10} aria-label="Signed in as">
          <Avatar style={{ backgroundColor: token.colorPrimary }}>{initials(displayName)}</Avatar>
          <Typography.Text strong>{displayName}</Typography.Text>
        </Flex>
      </Header>
      <Layout>
        <Sider
          width={256}
          theme="light"
          breakpoint="lg"
          collapsedWidth={0}
          collapsed={collapsed}
          onCollapse={setCollapsed}
          style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, paddingTop: 8 }}
        >
          <nav>
            <SideMenu />
          </nav>
        </Sider>
        <Layout>
          <Content style={{ padding: 24 }}>
            <div
              style={{
                background: token.colorBgContainer,
                borderRadius: token.borderRadiusLG,
                padding: 24,
                minHeight: 'calc(100vh - 64px - 48px - 70px)',
              }}
            >
              {children}
            </div>
          </Content>
          <Footer style={{ paddingBlock: 16, background: 'transparent' }}>
            <Flex justify="space-between" wrap gap={8}>
              <Typography.Text type="secondary">Mizan · online assessment and admissions</Typography.Text>
              <Flex gap={20}>
                <Link to={PRIVACY_PATH}>Privacy policy</Link>
                <Link to={TERMS_PATH}>Terms</Link>
              </Flex>
            </Flex>
          </Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
