/** The screen's one h1 when its whole content is a sentence in an antd Result (a bad link, an error). */
export function PageTitle({ children }: { children: string }) {
  return <h1 style={{ font: 'inherit', margin: 0 }}>{children}</h1>;
}
