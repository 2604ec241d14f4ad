import { PATHS } from '@mizan/shared';
import { BrandMark, selectDisplayName, selectUserName } from '@mizan/shared/browser';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Avatar, Button, Flex, Grid, Layout, Typography, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
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
  const wide = Grid.useBreakpoint().md !== false;
  const gutter = wide ? 24 : 12;
  // On a phone the menu slides over the page from a button in the top bar.
  const [menuOpen, setMenuOpen] = useState(false);
  const collapsed = !wide && !menuOpen;

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
          paddingInline: gutter,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex align="center" gap={4}>
          {!wide && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
            />
          )}
          <Link to={PATHS.defaultLanding} aria-label="Mizan home" style={{ display: 'flex', alignItems: 'center' }}>
            <BrandMark size={30} />
          </Link>
        </Flex>
        <Flex align="center" gap={10} aria-label="Signed in as">
          <Avatar style={{ backgroundColor: token.colorPrimary }}>{initials(displayName)}</Avatar>
          <Typography.Text strong>{displayName}</Typography.Text>
        </Flex>
      </Header>
      <Layout>
        <Sider
          width={256}
          theme="light"
          collapsedWidth={0}
          collapsed={collapsed}
          trigger={null}
          style={{
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            paddingTop: 8,
            ...(wide
              ? {}
              : {
                  position: 'fixed',
                  top: 64,
                  bottom: 0,
                  insetInlineStart: 0,
                  zIndex: 20,
                  overflowY: 'auto',
                  boxShadow: token.boxShadowSecondary,
                }),
          }}
        >
          <nav>
            <SideMenu onNavigate={() => setMenuOpen(false)} />
          </nav>
        </Sider>
        <Layout>
          <Content style={{ padding: gutter }}>
            <div
              style={{
                background: token.colorBgContainer,
                borderRadius: token.borderRadiusLG,
                padding: gutter,
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
                <Link to={PATHS.privacy}>Privacy policy</Link>
                <Link to={PATHS.terms}>Terms</Link>
              </Flex>
            </Flex>
          </Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
