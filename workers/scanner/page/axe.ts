/**
 * The parts of axe-core's API the page code uses. axe-core's own axe.d.ts leaves out `commons` and the
 * virtual tree, so they are declared here, as far as we call them.
 */

/** A node of axe's virtual tree: the element it stands for, and its children (shadow DOM flattened). */
export type VirtualNode = {
  actualNode: Node;
  children: VirtualNode[];
  parent: VirtualNode | null;
};

export type Axe = {
  version: string;
  /** The virtual tree of the document, built by setup() and removed by teardown(). */
  _tree?: VirtualNode[];
  setup(node?: Node): VirtualNode;
  teardown(): void;
  utils: {
    getSelector(element: Element): string;
    getNodeFromTree(node: Node): VirtualNode | null;
    querySelectorAll(tree: VirtualNode, selector: string): VirtualNode[];
    isHidden?(element: Element): boolean;
    validLangs(): string[];
  };
  commons: {
    text: { accessibleTextVirtual(node: VirtualNode, context?: object): string };
    aria: { getRole(element: Element, options?: object): string | null };
    dom: {
      isVisibleToScreenReaders(element: Element): boolean;
      isVisibleOnScreen(element: Element): boolean;
      isFocusable(element: Element): boolean;
      isInTabOrder(element: Element): boolean;
    };
  };
};

/** axe-core in our isolated world, where the bootstrap put it before the page code. */
export function axe(): Axe {
  return (window as unknown as { axe: Axe }).axe;
}
