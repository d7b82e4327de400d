import { FormPage } from '../../forms/FormPage';
import { WhitelistedUrlInputs } from './Inputs';
import { whitelistedUrlCreateSchema } from './whitelistedUrlFormSchema';

export function WhitelistedUrlCreate() {
  return (
    <FormPage mode="create" schema={whitelistedUrlCreateSchema}>
      <WhitelistedUrlInputs />
    </FormPage>
  );
}
