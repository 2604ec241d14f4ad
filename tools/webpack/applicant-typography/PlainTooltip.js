/**
 * What antd's Typography shows in place of a Tooltip on the applicant's page:
 * the element alone. The copy button keeps its aria-label ("Copy", "Copied")
 * and its icon turns to a tick once copied; only the hover bubble is gone.
 */
export default function PlainTooltip({ children }) {
  return children;
}
