/**
 * Prints the CSS antd generates for the given components in the applicant's
 * theme (run by applicant-antd-styles.cjs, in Node, at build time): each is
 * rendered to a string inside one style cache, which then gives the
 * component styles antd's hooks registered (@ant-design/cssinjs's own way
 * of collecting them for server rendering). CSS variables are left out: the
 * page's antd still registers the theme's and each component's variables
 * itself, zero-runtime or not.
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { applicantPageTheme } from '../../../shared/src/react/theme';

type AnyComponent = ComponentType<Record<string, unknown>>;
const component = (name: string) => (antd as unknown as Record<string, AnyComponent>)[name];

/**
 * How to draw a component so that every style it can need is registered: some register parts only when drawn
 * (a form item's, a confirm dialog's, a preset tag colour's, the compact group's).
 */
const DRAWN_FULLY: Record<string, () => ReactNode> = {
  Form: () => (
    <>
      <antd.Form>
        <antd.Form.Item label="label" help="help" validateStatus="error">
          <antd.Input />
        </antd.Form.Item>
      </antd.Form>
      <antd.Form.Item label="label">
        <antd.Input />
      </antd.Form.Item>
    </>
  ),
  Input: () => (
    <>
      <antd.Input />
      <antd.Input.TextArea />
      <antd.Input.Search />
      <antd.Input.Password />
    </>
  ),
  Modal: () => (
    <>
      <antd.Modal />
      <antd.Modal._InternalPanelDoNotUseOrYouWillBeFired />
      <antd.Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" />
    </>
  ),
  Space: () => (
    <antd.Space.Compact>
      <antd.Button />
    </antd.Space.Compact>
  ),
  Tag: () => (
    <>
      <antd.Tag color="blue" />
      <antd.Tag color="success" />
    </>
  ),
};

const names: string[] = JSON.parse(process.argv[process.argv.length - 1]);
for (const name of names) if (!component(name)) throw new Error(`antd exports no component named ${name}`);

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <antd.ConfigProvider theme={{ ...applicantPageTheme, zeroRuntime: false }}>
      {names.map((name) => {
        const Component = component(name);
        return <div key={name}>{DRAWN_FULLY[name]?.() ?? <Component />}</div>;
      })}
    </antd.ConfigProvider>
  </StyleProvider>,
);
// The last rule tells a page hydrating server-rendered styles which ones it has; this page renders in the browser.
const WHICH_STYLES_RULE = /\.data-ant-cssinjs-cache-path\{[^}]*\}/;
process.stdout.write(extractStyle(cache, { plain: true, types: 'style' }).replace(WHICH_STYLES_RULE, ''));
