export function ExamPage({ hash }: { hash: string }) {
  return <div>{hash}</div>;
}
