// Shared with the cart: the dialog lives in components/ui now.
export { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/confirm-dialog';
