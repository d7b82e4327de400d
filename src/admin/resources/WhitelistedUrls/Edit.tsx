import { FormPage } from '../../forms/FormPage';
import { WhitelistedUrlInputs } from './Inputs';
import { whitelistedUrlFormSchema } from './whitelistedUrlFormSchema';

export function WhitelistedUrlEdit() {
  return (
    <FormPage mode="edit" schema={whitelistedUrlFormSchema}>
      <WhitelistedUrlInputs />
    </FormPage>
  );
}
