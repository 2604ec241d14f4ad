import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import DatabaseOutlined from '@ant-design/icons/DatabaseOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserSwitchOutlined from '@ant-design/icons/UserSwitchOutlined';
import { selectFlags, signOut } from '@mizan/shared/browser';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { samePath } from '../routing/match-route';
import { menuEntries, type MenuEntry, type MenuIcon } from './menu-entries';

const ICONS: Record<MenuIcon, ReactNode> = {
  assessments: <FileTextOutlined />,
  bank: <DatabaseOutlined />,
  taken: <CheckSquareOutlined />,
  students: <TeamOutlined />,
  admissions: <SolutionOutlined />,
  users: <UserSwitchOutlined />,
  print: <PrinterOutlined />,
  statistics: <BarChartOutlined />,
  logout: <LogoutOutlined />,
};

type Item = NonNullable<MenuProps['items']>[number];

function toItem(entry: MenuEntry): Item {
  const label =
    entry.kind === 'print' ? (
      <a href={entry.href} target="_blank" rel="noopener" lang={entry.lang} dir={entry.lang ? 'rtl' : undefined} hrefLang={entry.lang}>
        {entry.label}
      </a>
    ) : (
      entry.label
    );
  return { key: entry.key, icon: ICONS[entry.icon], label, danger: entry.kind === 'logout' };
}

/** The dashboard's side menu (SPEC §2, §6), drawn from the session's flags. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const flags = useSelector(selectFlags);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { main, reports, reportsArabic, logout } = menuEntries(flags);
  const everything = [...main, ...reports, ...reportsArabic, logout];
  const arabic: Item[] =
    reportsArabic.length > 0
      ? [{ key: 'reports:ar', icon: <GlobalOutlined />, label: 'Reports in Arabic', children: reportsArabic.map(toItem) }]
      : [];

  const items: Item[] = [
    ...main.map(toItem),
    ...(reports.length > 0
      ? [{ type: 'group' as const, key: 'reports', label: 'Reports', children: [...reports.map(toItem), ...arabic] }]
      : []),
    { type: 'divider' as const, key: 'divider' },
    toItem(logout),
  ];

  const selected = main.filter((entry) => entry.kind === 'route' && samePath(entry.path, pathname)).map((entry) => entry.key);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = everything.find((candidate) => candidate.key === key);
    if (entry?.kind === 'route') {
      navigate(entry.path);
      onNavigate?.();
    }
    if (entry?.kind === 'logout') void signOut();
    // print links are plain anchors opening a new tab
  };

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected}
      onClick={onClick}
      style={{ borderInlineEnd: 'none' }}
      aria-label="Main menu"
    />
  );
}
