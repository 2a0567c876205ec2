import { createContext, type ComponentType } from 'react';
import { closeDialog, useDialogStack } from './dialog-store';

/** Lets a hosted `Dialog` open itself and close through the store. */
export const HostedDialogContext = createContext<{ close: () => void } | null>(null);

const hostedValue = { close: () => closeDialog() };

/** Renders every dialog opened with `openDialog`, the newest on top. */
export function DialogHost() {
  const stack = useDialogStack();
  return (
    <>
      {stack.map(({ key, Component, props }) => {
        const Rendered = Component as ComponentType<object>;
        return (
          <HostedDialogContext.Provider key={key} value={hostedValue}>
            <Rendered {...props} />
          </HostedDialogContext.Provider>
        );
      })}
    </>
  );
}
