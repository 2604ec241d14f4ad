import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';

/**
 * Where antd makes its styles at run time (the shell's mount of mf_exam, whose theme is not the applicant page's
 * zero-runtime one), a style exists once its component has been drawn: these draw, unseen, the three whose classes
 * the apply form uses, so those classes are styled there too. The applicant's own page takes them from its CSS file.
 */
export default function RuntimeStylesPrimer() {
  return (
    <div hidden>
      <Form component={false} />
      <Input tabIndex={-1} aria-hidden />
      <Card />
    </div>
  );
}
