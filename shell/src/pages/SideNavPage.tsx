import { Card, Flex, Typography } from 'antd';
import { BrandLogo } from '@mizan/shared/browser';
import { SideMenu } from '../frame/SideMenu';

/**
 * /sidnav (SPEC §2, purpose not shown): the side menu on a page of its own,
 * the same entries by the same flags, for a phone or a bookmark
 * (docs/decisions.md).
 */
export function SideNavPage() {
  return (
    <Flex justify="center" style={{ minHeight: '100vh', padding: 24, background: '#f4f7f7' }}>
      <Card style={{ width: '100%', maxWidth: 360, alignSelf: 'flex-start' }}>
        <Flex align="center" gap={8} style={{ marginBottom: 12 }}>
          <BrandLogo size={32} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            Menu
          </Typography.Title>
        </Flex>
        <SideMenu />
      </Card>
    </Flex>
  );
}
