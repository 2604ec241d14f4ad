/** antd Typography's in-place editor, which no applicant's screen turns on (`editable`): nothing. */
export default function NoEditable() {
  return null;
}
